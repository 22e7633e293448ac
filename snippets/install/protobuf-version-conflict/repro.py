# Another library that uses protobuf (TensorFlow, ONNX, Paddle, grpc ...) is imported BEFORE mindspore.
# Here the child imports google.protobuf's descriptor_pb2 (what such a library does first), then mindspore.
# PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION is removed from the child's environment, as in a fresh shell.
import os
import subprocess
import sys

env = {k: v for k, v in os.environ.items() if k != "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION"}
child = """
from google.protobuf import descriptor_pb2          # any protobuf user imported first
from google.protobuf.internal import api_implementation
print('protobuf implementation in use:', api_implementation.Type(), flush=True)
import mindspore
print('import mindspore: ok', mindspore.__version__, flush=True)
"""
r = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, env=env)
print(r.stdout.strip())
print("child exit code:", r.returncode, "(killed by signal %d)" % -r.returncode if r.returncode < 0 else "")
err = r.stderr
if "Traceback" in err:                    # the Python traceback, as the reader sees it (C++ log lines after it cut)
    tb = err[err.index("Traceback"):]
    for stop in ("\nMore information:", "\n[ERROR]"):
        if stop in tb:
            tb = tb[:tb.index(stop) + len(stop)] + tb[tb.index(stop) + len(stop):].split("\n", 1)[0]
            break
    print(tb.rstrip().removesuffix("[ERROR]").rstrip(), file=sys.stderr)
fatal = [ln for ln in err.splitlines() if ln.startswith("Fatal Python error")]
if fatal:
    print("then, at interpreter exit:", fatal[0][:120])
