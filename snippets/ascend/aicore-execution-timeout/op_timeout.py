# No Ascend here. On CPU, read what each MindSpore version offers for the operator execution timeout (how long an
# AI Core / AI CPU task may run before the device gives up on it): the default of the context key op_timeout, the
# newer API mindspore.device_context.ascend.op_debug.execute_timeout and its docstring, and which timeout hints the
# Ascend plugin carries. This shows what the package contains, not what happens on a card.
import glob
import os

import mindspore as ms

print("mindspore", ms.__version__)
print("get_context('op_timeout'), default:", ms.get_context("op_timeout"))
ms.set_context(op_timeout=1800)  # the old way to raise it; accepted on CPU too
print("after set_context(op_timeout=1800):", ms.get_context("op_timeout"))
try:
    from mindspore.device_context.ascend import op_debug
except ImportError:
    print("mindspore.device_context.ascend.op_debug.execute_timeout: not in this version")
else:
    doc = " ".join(op_debug.execute_timeout.__doc__.split())
    print("execute_timeout:", doc.split(" Please refer")[0].split(" please refer")[0])
    print("  ", doc[doc.index("If the execution time"):doc.index(" Examples:")])

lib = os.path.join(os.path.dirname(ms.__file__), "lib")
binaries = sorted(glob.glob(os.path.join(lib, "plugin", "libmindspore_ascend.so*"))
                  + glob.glob(os.path.join(lib, "plugin", "ascend", "libmindspore_ascend_res_manager.so"))
                  + glob.glob(os.path.join(lib, "libmindspore_ge_backend.so")))
strings = [
    "aicore timeout",    # MindSpore's name for the runtime code of an AI Core task that timed out
    "You can set OpExecuteTimeout via mindspore.set_context(op_timeout=int).",
    "OpExecuteTimeout should be less than NotifyWaitTimeout",
    "HCCL_EXEC_TIMEOUT",
]
found = set()
for path in binaries:  # one file at a time: a string counts as found if any file has it
    with open(path, "rb") as f:
        data = f.read()
    found.update(s for s in strings if s.encode() in data)
    del data
print("Ascend plugin files:", [os.path.basename(p) for p in binaries] or "none in this wheel")
if binaries:
    for s in strings:
        print(f"{s!r}: {'found' if s in found else 'NOT found'}")
