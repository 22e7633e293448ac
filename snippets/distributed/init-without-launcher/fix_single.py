# Fix for a single-process run (the usual case behind this error): call init() only when a launcher started
# the process. msrun and dynamic cluster startup set MS_ROLE; OpenMPI's mpirun sets OMPI_COMM_WORLD_SIZE.
import os

import numpy as np
import mindspore as ms
from mindspore import ops

ms.set_context(mode=ms.PYNATIVE_MODE)     # explicit: 1.x defaults to GRAPH_MODE, 2.x to PyNative
distributed = bool(os.getenv("MS_ROLE") or os.getenv("OMPI_COMM_WORLD_SIZE"))
if distributed:
    from mindspore.communication import init, get_rank, get_group_size
    init()
    rank, size = get_rank(), get_group_size()
else:
    rank, size = 0, 1                     # plain `python train.py`: one process, no communication
print(f"distributed: {distributed}, rank {rank} of {size}")
x = ms.Tensor(np.ones((2, 2), np.float32))
print("one step on this process:", ops.add(x, x).asnumpy().tolist())
