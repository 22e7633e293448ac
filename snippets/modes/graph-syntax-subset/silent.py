# Silent differences: each function below compiles in graph mode without an error or a warning, yet its
# result differs from running the same Python function eagerly.
import random
import numpy as np
import mindspore as ms
from mindspore import Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)  # explicit (1.10 defaulted to GRAPH_MODE): the eager calls run as plain Python
x = Tensor(np.zeros((1,), np.float32))

# 1. A Python side effect (appending to a global list) is not part of the graph.
CALLS = []
def record(x):
    CALLS.append("called")
    return x + 1
graph_record = ms.jit(record)
for _ in range(3):
    graph_record(x)
print("1. list.append, 3 graph calls   -> len(CALLS) =", len(CALLS))
for _ in range(3):
    record(x)
print("   the same 3 calls eagerly     -> len(CALLS) =", len(CALLS))

# 2. random.random() runs once, while compiling; its value is baked into the graph as a constant.
random.seed(0)
def noisy(x):
    return x + random.random()
graph_noisy = ms.jit(noisy)
print("2. random.random(), 3 graph calls:", [round(float(graph_noisy(x)[0]), 6) for _ in range(3)])
print("   the same 3 calls eagerly      :", [round(float(noisy(x)[0]), 6) for _ in range(3)])

# 3. A global read inside the graph keeps the value it had when the graph was compiled.
SCALE = 1.0
def scaled(x):
    return (x + 1) * SCALE
graph_scaled = ms.jit(scaled)
before = float(graph_scaled(x)[0])
SCALE = 10.0
print("3. SCALE changed 1.0 -> 10.0: graph before/after =", before, float(graph_scaled(x)[0]),
      "| eagerly after =", float(scaled(x)[0]))

# 4. Python float arithmetic inside the graph comes back with float32 precision.
def divide(a, b):
    return a / b
print("4. 1.0 / 3.0: graph =", ms.jit(divide)(1.0, 3.0), "| Python =", divide(1.0, 3.0))
