# How to tell which wheel this interpreter accepts: a wheel's file name ends in three tags
# (python tag - ABI tag - platform tag); pip installs it only if one of their combinations is among the
# interpreter's supported tags. `packaging` (a MindSpore dependency) parses both the same way pip does.
import platform
import sys

from packaging.tags import sys_tags
from packaging.utils import parse_wheel_filename

supported = list(sys_tags())
print(f"Python {platform.python_version()} on {sys.platform} {platform.machine()}")
print("most specific supported tag:", supported[0])

candidates = [
    "mindspore-2.10.0-cp310-cp310-linux_x86_64.whl",     # another Python version
    "mindspore-2.10.0-cp39-cp39-linux_x86_64.whl",
    "mindspore-2.10.0-cp311-cp311-linux_x86_64.whl",
    "mindspore-2.10.0-cp311-cp311-linux_aarch64.whl",    # another CPU architecture (ARM)
    "mindspore-2.10.0-cp311-cp311-win_amd64.whl",        # another operating system
]
wanted = set(supported)
for name in candidates:
    _, _, _, tags = parse_wheel_filename(name)
    ok = any(t in wanted for t in tags)
    print(f"{'supported    ' if ok else 'NOT supported'}  {name}  (tags: {', '.join(sorted(str(t) for t in tags))})")
