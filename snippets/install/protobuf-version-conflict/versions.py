# What each MindSpore version needs from protobuf, measured in this environment:
#  - the installed protobuf and the requirement MindSpore's own wheel metadata declares;
#  - how MindSpore's generated *_pb2.py files are written (old style: descriptors built by explicit calls; new style:
#    builder + runtime_version check, which only recent protobuf releases have);
#  - what `import mindspore` does to PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION (child with the variable unset, which
#    imports mindspore first and a protobuf user after it: one of the fixes);
#  - importing the NEWEST MindSpore's checkpoint_pb2.py (copied from the 2.10 environment of this site) under this
#    environment's protobuf, in a child, i.e. "a new MindSpore with an old protobuf pinned by another library".
import glob
import importlib.metadata as md
import importlib.util
import os
import shutil
import subprocess
import sys

ms_dir = os.path.dirname(importlib.util.find_spec("mindspore").origin)
for dist in ("mindspore", "mindspore-gpu", "mindspore-dev"):
    try:
        reqs = [r for r in (md.requires(dist) or []) if r.lower().startswith("protobuf")]
        print(f"{dist} {md.version(dist)} requires: {reqs}")
        break
    except md.PackageNotFoundError:
        continue
print("installed protobuf:", md.version("protobuf"))

src = open(os.path.join(ms_dir, "train", "checkpoint_pb2.py")).read()
style = "new (builder" + (", runtime_version check" if "runtime_version" in src else "") + ")" \
    if "_builder" in src else "old (explicit _descriptor.FieldDescriptor calls)"
gen = [ln.strip("# \n") for ln in src.splitlines()[:8] if "Protobuf Python Version" in ln]
print("mindspore/train/checkpoint_pb2.py style:", style, gen)

# import mindspore FIRST, then what another protobuf user would import: works on every version
env = {k: v for k, v in os.environ.items() if k != "PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION"}
code = ("import os, mindspore; from google.protobuf import descriptor_pb2; "
        "from google.protobuf.internal import api_implementation as a; "
        "print('import mindspore first, then protobuf users: ok | PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION =', "
        "os.environ.get('PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION'), '| implementation:', a.Type())")
r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
print((r.stdout.strip() or r.stderr.strip().splitlines()[-1])[:200])

root = ms_dir
while root != "/" and not os.path.isdir(os.path.join(root, ".venv-ms2.0")):
    root = os.path.dirname(root)
newest = glob.glob(os.path.join(root, ".venv", "lib", "python3.*", "site-packages", "mindspore", "train",
                                "checkpoint_pb2.py"))
if not newest:
    print("2.10 checkpoint_pb2.py: not available")
else:
    shutil.copy(newest[0], "checkpoint_pb2.py")
    r = subprocess.run([sys.executable, "-c", "import checkpoint_pb2; print('2.10 checkpoint_pb2.py imports: ok')"],
                       capture_output=True, text=True, env=env, cwd=os.getcwd())
    out = r.stdout.strip() or [ln for ln in r.stderr.splitlines() if ln and not ln.startswith(" ")][-1]
    print("2.10 checkpoint_pb2.py under this protobuf:", out[:250])
