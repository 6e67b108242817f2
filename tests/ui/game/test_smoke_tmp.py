from scorekeeper.rules.hands import Roles
from scorekeeper.rules.variants import Variant
from scorekeeper.ui.game import keys


def test_flow(start_ui, repository):
    game = repository.create_game(("Ann", "Bob", "Cid"), Variant.BOX, first=Roles("Ann", "Bob", "Cid"))
    ui = start_ui()
    print(ui.route)
    print(ui.texts())
    ui.click(keys.TABLE_RECORD)
    print(ui.texts())
    ui.click(keys.result_choice("knock"))
    ui.click(keys.by_choice(0))
    print(ui.texts())
    ui.click(keys.pad_digit(4))
    ui.click(keys.PAD_NEXT)
    ui.click(keys.pad_digit(1))
    ui.click(keys.pad_digit(2))
    ui.click(keys.PAD_NEXT)
    print(ui.texts())
    ui.click(keys.SHEET_SAVE)
    print(ui.texts())
    print(repository.load_game(game.id).hands)
