# Survey: what set_context does with keywords that were renamed, deprecated or removed across versions.
# Each keyword is set on its own with a harmless value; the script prints "ok", the exception, and the WARNING
# MindSpore logs for it (captured from MindSpore's logger, so it appears next to the keyword).
import logging
import mindspore as ms
from mindspore import log as ms_log

ms.set_context(mode=ms.PYNATIVE_MODE)
print("MindSpore", ms.__version__)


class Keep(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.seen = []

    def emit(self, record):
        self.seen.append(record.getMessage())


keep = Keep()
ms_log._get_logger().addHandler(keep)    # MindSpore's own logger (private, present in 1.10–2.10)

KEYWORDS = [
    ("device_target", "CPU"), ("device_id", 0), ("max_call_depth", 2000), ("pynative_synchronize", False),
    ("enable_graph_kernel", False), ("graph_kernel_flags", ""), ("max_device_memory", "1GB"),
    ("variable_memory_max_size", "1GB"), ("mempool_block_size", "1GB"), ("memory_optimize_level", "O0"),
    ("runtime_num_threads", 2), ("inter_op_parallel_num", 1), ("deterministic", "OFF"), ("save_graphs", False),
    ("enable_compile_cache", False), ("op_timeout", 900), ("jit_config", {"jit_level": "O0"}),
    ("jit_syntax_level", 1), ("enable_sparse", False), ("enable_auto_mixed_precision", False),
    ("auto_tune_mode", "NO_TUNE"), ("check_bprop", False), ("grad_for_scalar", False), ("precompile_only", False),
    ("enable_dump", False), ("save_dump_path", "."),
]
for key, value in KEYWORDS:
    keep.seen.clear()
    try:
        ms.set_context(**{key: value})
        result = "ok"
    except (ValueError, TypeError) as exc:
        result = f"{type(exc).__name__}: {str(exc).splitlines()[0]}"
    warned = [m for m in keep.seen if "deprecated" in m or "removed" in m or "instead" in m]
    print(f"{key:<28} {result}" + "".join(f"\n{'':<29}WARNING: {m}" for m in warned))
