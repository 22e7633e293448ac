# The situation of repro.py (another protobuf user imported before mindspore), fixed by setting
# PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python before Python starts (shell `export`, or the `env` of a Jupyter
# kernel.json). Setting it with os.environ at the very top of the script, before any import, works the same way.
# (The other fix, importing mindspore first, is the last child of versions.py.)
import os
import subprocess
import sys

env = dict(os.environ, PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION="python")
code = """
from google.protobuf import descriptor_pb2            # the other library, imported first as in repro.py
import mindspore
from google.protobuf.internal import api_implementation as a
import mindspore.train.checkpoint_pb2 as c
print('ok, implementation:', a.Type(), '| Checkpoint fields:', [f.name for f in c.Checkpoint.DESCRIPTOR.fields])
"""
r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
lines = [ln for ln in (r.stdout + r.stderr).splitlines() if ln.startswith(("ok,", "TypeError"))]
print("PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python, protobuf imported first:", f"exit {r.returncode}:",
      lines[0] if lines else "(no result line)")
