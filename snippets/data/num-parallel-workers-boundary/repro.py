# Reproducer: a pipeline tuned on a bigger server asks for more workers than this machine has CPUs.
# (A real script would say num_parallel_workers=16 or 32; cpu_count() + 1 fails on any machine.)
import os

import numpy as np
import mindspore.dataset as ds

print("os.cpu_count():", os.cpu_count())
WORKERS = os.cpu_count() + 1

dataset = ds.NumpySlicesDataset({"image": np.zeros((8, 2, 2), np.float32)}, shuffle=False)
dataset = dataset.map(operations=lambda x: x / 255.0, input_columns=["image"],
                      num_parallel_workers=WORKERS)      # raises here, when the pipeline is defined
print("map(...) returned")
