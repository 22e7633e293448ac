# MindSpore 2.x: ms.runtime.set_memory(...) replaces those set_context keys and checks its strings on every
# backend, CPU included. Sizes must be strings like "31GB" or "3.5GB": a number, "31G", "31 GB", "31gb" or "0GB"
# is refused before anything is configured, so each bad call below can be followed by another one.
import mindspore as ms
from mindspore.runtime import memory

attempts = [
    ("ms.runtime.set_memory(max_size=31)", lambda: ms.runtime.set_memory(max_size=31)),
    ("ms.runtime.set_memory(max_size='31 GB')", lambda: ms.runtime.set_memory(max_size="31 GB")),
    ("ms.runtime.set_memory(max_size='31gb')", lambda: ms.runtime.set_memory(max_size="31gb")),
    ("ms.runtime.set_memory(increase_size='0GB')", lambda: ms.runtime.set_memory(increase_size="0GB")),
    ("ms.set_context(max_device_memory=31)", lambda: ms.set_context(max_device_memory=31)),
    # The setters that set_context calls for these keys on Ascend/GPU (on CPU set_context skips them, see
    # context_on_cpu.py): the size pattern is the same as set_memory's; mempool_block_size must also be >= 1GB.
    ("context setter used on Ascend/GPU, max_device_memory='31G'",
     lambda: ms.context._context().set_max_device_memory("31G")),
    ("context setter used on Ascend/GPU, mempool_block_size='0.5GB'",
     lambda: ms.context._context().set_mempool_block_size("0.5GB")),
]
for what, call in attempts:
    try:
        call()
        print(f"{what}: accepted")
    except (TypeError, ValueError) as e:
        print(f"{what}: {type(e).__name__}: {e}")

# Forms that pass: the check set_memory runs on each size (shown in the traceback below), applied without calling
# set_memory itself, which may be called only once per process.
for size in ("31GB", "3.5GB", "0.5GB"):
    memory._check_memory_conf_valid(size)
    print(f"{size!r}: passes set_memory's size check")

ms.runtime.set_memory(max_size="31G")
