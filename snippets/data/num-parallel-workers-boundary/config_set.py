# Reproducer, global setting: ds.config.set_num_parallel_workers() with more workers than this machine has CPUs.
# It is checked in C++ and raises RuntimeError; read the whole message, not only its first line.
import os

import mindspore.dataset as ds

print("os.cpu_count():", os.cpu_count())
ds.config.set_num_parallel_workers(os.cpu_count() + 1)
