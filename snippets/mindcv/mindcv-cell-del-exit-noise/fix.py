# Fix: release the network before the interpreter shuts down, by `del net` at the end of the script or by keeping
# it inside a function. The same child script as repro.py, in both variants; the counts should be 0.
import subprocess
import sys

HEAD = """
import numpy as np
import mindspore as ms
import mindcv
"""
VARIANTS = {
    "del net at the end": HEAD + """
net = mindcv.create_model("resnet18", num_classes=10)
net.set_train(False)
print("output:", net(ms.Tensor(np.zeros((1, 3, 224, 224), np.float32))).shape)
del net
""",
    "net inside main()": HEAD + """
def main():
    net = mindcv.create_model("resnet18", num_classes=10)
    net.set_train(False)
    print("output:", net(ms.Tensor(np.zeros((1, 3, 224, 224), np.float32))).shape)
main()
""",
}
for name, script in VARIANTS.items():
    child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=240)
    blocks = child.stderr.count("Exception ignored in: <function Cell.__del__")
    print(f"{name}: {child.stdout.strip()} | exit code {child.returncode} | Cell.__del__ blocks: {blocks}")
