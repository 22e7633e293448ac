# Where a process's device_id comes from, and what set_context checks (on CPU: this site has no GPU).
# Each case runs in its own child process, as each training process of a launcher would.
import os
import subprocess
import sys

CASES = [
    ("the launcher exported DEVICE_ID=7, the script sets nothing", {"DEVICE_ID": "7"},
     "print('device_id =', ms.get_context('device_id'))"),
    ("set_context(device_id=9): is it checked against the number of GPUs here?", {},
     "ms.set_context(device_id=9)\nprint('accepted, device_id =', ms.get_context('device_id'))"),
    ("set_context(device_id=4096)", {},
     "ms.set_context(device_id=4096)"),
]
for title, extra_env, body in CASES:
    env = {k: v for k, v in os.environ.items() if k not in ("DEVICE_ID", "CUDA_VISIBLE_DEVICES")}
    env.update(extra_env)
    code = "import mindspore as ms\nms.set_context(mode=ms.PYNATIVE_MODE)\n" + body
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    print(f"== {title}")
    if r.stdout.strip():
        print(r.stdout.strip())
    last = [l for l in r.stderr.splitlines() if l.startswith(("ValueError", "TypeError", "RuntimeError"))]
    if last:
        print(last[-1])
    print("exit code:", r.returncode)
