# MindSpore 2.x: ms.runtime.set_memory(...) replaces those set_context keys and checks its strings on every
# backend, CPU included. Sizes must be strings like "31GB" or "3.5GB": a number, "31G", "31 GB", "31gb" or "0GB"
# is refused before anything is configured, so each bad call below can be followed by another one.
import mindspore as ms

attempts = [
    ("ms.runtime.set_memory(max_size=31)", lambda: ms.runtime.set_memory(max_size=31)),
    ("ms.runtime.set_memory(max_size='31 GB')", lambda: ms.runtime.set_memory(max_size="31 GB")),
    ("ms.runtime.set_memory(max_size='31gb')", lambda: ms.runtime.set_memory(max_size="31gb")),
    ("ms.runtime.set_memory(increase_size='0GB')", lambda: ms.runtime.set_memory(increase_size="0GB")),
    ("ms.set_context(max_device_memory=31)", lambda: ms.set_context(max_device_memory=31)),
    # The setter that set_context calls for this key on Ascend/GPU (on CPU set_context skips it, see
    # context_on_cpu.py): it runs the same pattern check as set_memory.
    ("context setter used on Ascend/GPU, '31G'", lambda: ms.context._context().set_max_device_memory("31G")),
]
for what, call in attempts:
    try:
        call()
        print(f"{what}: accepted")
    except (TypeError, ValueError) as e:
        print(f"{what}: {type(e).__name__}: {e}")

ms.runtime.set_memory(max_size="31G")
