# Does this MindSpore version have mindspore.mint (and mindspore.runtime.launch_blocking, used by survey.py)?
import mindspore as ms

try:
    from mindspore import mint  # noqa: F401
    print("mindspore.mint: yes")
except ImportError as e:
    print("no mindspore.mint:", type(e).__name__)
print("mindspore.runtime.launch_blocking:", "yes" if hasattr(getattr(ms, "runtime", None), "launch_blocking") else "no")
