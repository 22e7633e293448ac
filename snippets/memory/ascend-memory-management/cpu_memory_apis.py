# The memory-pool query APIs of MindSpore 2.x exist on every backend; on CPU they report zeros, as their own
# docstrings say. On Ascend the same calls give real numbers.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

ms.set_context(mode=ms.PYNATIVE_MODE)   # explicit: the default mode differs between versions
x = Tensor(np.ones((1024, 1024), np.float32))   # 4 MB
print("result:", ops.add(x, x).sum())
print("device_target:", ms.get_context("device_target"))
for name in ("memory_allocated", "max_memory_allocated", "memory_reserved", "max_memory_reserved"):
    print(f"ms.runtime.{name}() =", getattr(ms.runtime, name)())
stats = ms.runtime.memory_stats()
print("memory_stats() keys:", sorted(stats))
common = next(k for k in sorted(stats) if k.startswith("commo"))   # spelled "commom_..." in some versions
print(f"{common}:", stats[common])
print("persistent_mem_pool_stats:", stats["persistent_mem_pool_stats"])
print(ms.runtime.memory_summary())

# What each API is documented to return (first docstring line), and its note about CPU.
for name in ("memory_allocated", "max_memory_allocated", "memory_reserved", "max_memory_reserved", "memory_stats"):
    lines = [line.strip() for line in getattr(ms.runtime, name).__doc__.splitlines() if line.strip()]
    cpu_note = next(line for line in lines if "`CPU` backend" in line)
    print(f"{name}: {lines[0]} | {cpu_note.lstrip('- ')}")
