# msrun starts every process as `python <script>`; on a machine whose PATH has python3 but no `python`
# (the default on several Linux distributions), the launch fails before any training code runs.
import os
import sys
from pathlib import Path

import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
Path("train.py").write_text("import mindspore\nprint('worker started, mindspore', mindspore.__version__)\n")

# A PATH with python3 (this interpreter) and nothing called `python`.
bindir = Path("bin").resolve()
bindir.mkdir(exist_ok=True)
(bindir / "python3").symlink_to(sys.executable)
os.environ["PATH"] = f"{bindir}:/usr/sbin:/sbin"   # sbin: msrun also calls `ip`

from mindspore.parallel.cluster.run import main  # the `msrun` command line tool

sys.argv = ["msrun", "--worker_num=1", "--local_worker_num=1", "--master_port=18119",
            "--log_dir=msrun_log", "--join=True", "train.py"]
try:
    main()
finally:
    for log in sorted(Path("msrun_log").glob("*.log")):
        print(f"--- {log.name}:")
        print(log.read_text().strip())
