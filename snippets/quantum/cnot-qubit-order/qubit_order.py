# MindQuantum prints bit strings little endian: qubit 0 is the RIGHTMOST
# character. Flip only q0 of a 3-qubit register and look at the ket string,
# the amplitude index and the sampled key.
import numpy as np
from mindquantum.core.circuit import Circuit
from mindquantum.core.gates import Measure, X
from mindquantum.simulator import Simulator

circ = Circuit([X.on(0)])                      # 只把 q0 翻成 1
sim = Simulator("mqvector", 3, seed=42)
sim.apply_circuit(circ)
print("ket 字符串:", sim.get_qs(ket=True))     # 最右边一位是 q0
nonzero = np.flatnonzero(np.abs(sim.get_qs()) > 0.5)
print("非零振幅的下标:", nonzero, "（二进制 0b001）")

# 测量 q0、q1、q2；键按 q2 q1 q0 的顺序拼成字符串
measured = circ + Circuit([Measure().on(q) for q in range(3)])
res = Simulator("mqvector", 3, seed=42).sampling(measured, shots=100, seed=42)
print("采样的 keys:", res.keys, "结果:", res.data)
big = res.reverse_endian()                     # 想按 q0 q1 q2 从左往右读
print("reverse_endian() 之后:", big.keys, big.data)
