"""The invite screen's model: where it offers to host, the copy, and the revoke's dialogs."""

from __future__ import annotations

from scorekeeper.rules.reasons import Reason
from scorekeeper.ui.invite.model import (
    Invitation,
    InviteScreen,
    InviteState,
    RevokeStep,
    Revoking,
    asking,
    closed,
    copied_to_clipboard,
    copying_by_hand,
    hosts_here,
    not_saved,
    secret_renewed,
)

DISK_FULL = Reason("disk_full")


def test_only_a_built_app_or_a_window_outside_table_mode_offers_to_host() -> None:
    outside = Invitation(InviteState.NOT_TABLE)
    assert hosts_here(outside, web=False)
    assert not hosts_here(outside, web=True), "a browser says which command starts table mode"
    for state in (InviteState.READY, InviteState.NO_NETWORK):
        assert not hosts_here(Invitation(state, "http://10.0.0.7:8550/live/?join=s"), web=False)


def test_a_copy_says_so_or_shows_the_address_to_copy_by_hand() -> None:
    fresh = InviteScreen()
    assert not fresh.copied and not fresh.by_hand
    assert copied_to_clipboard(fresh) == InviteScreen(copied=True)
    assert copying_by_hand(fresh) == InviteScreen(by_hand=True)
    both = copying_by_hand(copied_to_clipboard(fresh))
    assert both.copied and both.by_hand, "a refusal after a copy keeps what the copy said"


def test_each_revoke_here_reads_the_invitation_again_and_keeps_the_copy() -> None:
    once = secret_renewed(InviteScreen(by_hand=True))
    assert once == InviteScreen(by_hand=True, revokes=1)
    assert secret_renewed(once).revokes == 2


def test_the_tile_asks_then_closes_by_its_own_dialog_only() -> None:
    asked = asking(Revoking())
    assert asked == Revoking(RevokeStep.ASKING)
    assert closed(asked, RevokeStep.ASKING) == Revoking()
    assert closed(asked, RevokeStep.FAILED) == asked, "the failure's Back left the question open"


def test_a_revoke_not_saved_says_why_and_outlives_the_questions_late_dismissal() -> None:
    failed = not_saved(closed(asking(Revoking()), RevokeStep.ASKING), DISK_FULL)
    assert failed == Revoking(RevokeStep.FAILED, DISK_FULL)
    assert closed(failed, RevokeStep.ASKING) == failed
    assert closed(failed, RevokeStep.FAILED) == Revoking()
    assert asking(failed) == Revoking(RevokeStep.ASKING), "asking again forgets the old reason"
