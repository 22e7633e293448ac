# Reproducer: mindspore.communication.init() in a process started with plain `python`,
# i.e. without msrun / mpirun and without the MS_* variables of dynamic cluster startup.
import os

import mindspore as ms
from mindspore.communication import init

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.x defaults to GRAPH_MODE, 2.x to PyNative
launcher_vars = [v for v in ("MS_ROLE", "MS_SCHED_HOST", "MS_SCHED_PORT", "MS_WORKER_NUM", "OMPI_COMM_WORLD_SIZE")
                 if v in os.environ]
print("launcher variables set:", launcher_vars or "none", flush=True)
init()
