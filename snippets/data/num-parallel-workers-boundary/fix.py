# Fix: never hard-code a worker count from another machine; cap it with this machine's CPU count.
# min(wanted, os.cpu_count()) is always inside the accepted range [1, os.cpu_count()].
import os

import numpy as np
import mindspore.dataset as ds


def workers(wanted):
    """The number of workers to ask for: what the script wants, but at most this machine's CPU count."""
    return max(1, min(wanted, os.cpu_count() or 1))


WANTED = 16                                  # what the script was tuned for on a bigger server
print("os.cpu_count():", os.cpu_count(), "-> num_parallel_workers:", workers(WANTED))

dataset = ds.NumpySlicesDataset({"image": np.arange(8, dtype=np.float32)}, shuffle=False)
dataset = dataset.map(operations=lambda x: x / 255.0, input_columns=["image"], num_parallel_workers=workers(WANTED))
dataset = dataset.batch(4, num_parallel_workers=workers(WANTED))
print("batches:", [b[0].shape for b in dataset.create_tuple_iterator(output_numpy=True)])

# Or set the default once and leave num_parallel_workers out of the individual calls:
ds.config.set_num_parallel_workers(workers(WANTED))
print("ds.config.get_num_parallel_workers():", ds.config.get_num_parallel_workers())
