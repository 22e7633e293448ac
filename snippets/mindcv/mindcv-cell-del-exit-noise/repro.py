# Reproducer: a script that imports mindcv, keeps its network in a module-level variable and simply ends.
# Each script runs as a child process so that what it prints at interpreter exit can be counted: its output, its
# exit code and how many "Exception ignored in: <function Cell.__del__ ...>" blocks its stderr holds. For
# comparison, plain MindSpore cells left at module level, without and with `import mindcv`.
import subprocess
import sys

RESNET = """
import numpy as np
import mindspore as ms
import mindcv
net = mindcv.create_model("resnet18", num_classes=10)
net.set_train(False)
print("output:", net(ms.Tensor(np.zeros((1, 3, 224, 224), np.float32))).shape)
"""
PLAIN = """
import numpy as np
import mindspore as ms
dense = ms.nn.Dense(3, 4)
seq = ms.nn.SequentialCell([ms.nn.Conv2d(3, 8, 3), ms.nn.ReLU()])
print("output:", dense(ms.Tensor(np.zeros((1, 3), np.float32))).shape)
"""
VARIANTS = {
    "mindcv resnet18 at module level": RESNET,
    "4 plain MindSpore cells, no mindcv": PLAIN,
    "the same 4 cells after import mindcv": "import mindcv\n" + PLAIN,
}
first = None
for name, script in VARIANTS.items():
    child = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=240)
    blocks = child.stderr.count("Exception ignored in: <function Cell.__del__")
    print(f"{name}: {child.stdout.strip()} | exit code {child.returncode} | Cell.__del__ blocks: {blocks}")
    first = first or child.stderr
print("first block of the first script's stderr:")
print("\n".join(first.splitlines()[:4]))
