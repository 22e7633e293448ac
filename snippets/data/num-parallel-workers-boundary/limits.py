# The valid range of num_parallel_workers on this machine, and which calls check it.
# Every dataset API that takes num_parallel_workers checks 1 <= value <= os.cpu_count() when it is called;
# ds.config.set_num_parallel_workers() is checked in C++ and raises RuntimeError instead.
# The limit counts all CPUs of the machine, not the CPUs this process may run on (taskset / sched_setaffinity).
import os

import numpy as np
import mindspore.dataset as ds

cpus = os.cpu_count()
print("os.cpu_count():", cpus, "| CPUs this process may use:", len(os.sched_getaffinity(0)))
print("default ds.config.get_num_parallel_workers():", ds.config.get_num_parallel_workers())


def source(**kwargs):
    return ds.NumpySlicesDataset({"x": np.arange(4, dtype=np.int32)}, shuffle=False, **kwargs)


def generator():
    for i in range(4):
        yield (np.array(i, np.int32),)


calls = {
    "NumpySlicesDataset(..., num_parallel_workers=n)": lambda n: source(num_parallel_workers=n),
    "GeneratorDataset(..., num_parallel_workers=n)": lambda n: ds.GeneratorDataset(generator, ["x"],
                                                                                   num_parallel_workers=n),
    "map(..., num_parallel_workers=n)": lambda n: source().map(lambda x: x, input_columns=["x"],
                                                               num_parallel_workers=n),
    "batch(2, num_parallel_workers=n)": lambda n: source().batch(2, num_parallel_workers=n),
    "ds.config.set_num_parallel_workers(n)": ds.config.set_num_parallel_workers,
}
for name, call in calls.items():
    for n in (0, 1, cpus, cpus + 1):
        try:
            call(n)
            result = "ok"
        except (ValueError, RuntimeError) as e:
            result = f"{type(e).__name__}: " + " ".join(ln.strip() for ln in str(e).splitlines()
                                                          if "exceeds" in ln or "range" in ln)
        print(f"{name:<50} n={n:<3} {result}")
ds.config.set_num_parallel_workers(cpus)

# Restricting the process to one CPU does not lower the limit: cpu_count() workers are still accepted.
os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
print("after sched_setaffinity to one CPU:", len(os.sched_getaffinity(0)), "usable CPU(s);",
      "map with", cpus, "workers:",
      [int(r[0]) for r in source().map(lambda x: x + 1, input_columns=["x"], num_parallel_workers=cpus)
       .create_tuple_iterator(output_numpy=True)])
