import time
from tests.ui.game.test_table import *  # noqa
def test_time(start_ui, repository):
    ui, _ = box_table(start_ui, repository, target=10000)
    ts=[]
    for i in range(20):
        let_notice_expire(ui)
        ui.click(keys.TABLE_RECORD); enter(ui, "knock", 0, 1, 9)
        t=time.perf_counter(); ui.click(keys.SHEET_SAVE); ts.append((time.perf_counter()-t)*1000)
    print("SAVE", [int(x) for x in ts])
