# How far from 500/500 do 1000 shots of a Bell state land? And two things
# besides the circuit that decide the result: the sampling seed and the
# simulator's current state.
import numpy as np
from mindquantum.core.circuit import Circuit
from mindquantum.core.gates import CNOT, H, X
from mindquantum.simulator import Simulator

circ = Circuit([H.on(0), CNOT.on(1, 0)]).measure_all()
sim = Simulator("mqvector", 2, seed=42)
for seed in range(1, 9):
    data = sim.sampling(circ, shots=1000, seed=seed).data
    print(f"sampling seed={seed}: {data}")
print(f"二项分布标准差 sqrt(1000*0.5*0.5) = {np.sqrt(1000 * 0.25):.1f}")

# sampling(seed=None) 从 numpy 全局随机数取种子，与 Simulator(seed=...) 无关
np.random.seed(7)
a = Simulator("mqvector", 2, seed=1).sampling(circ, shots=1000).data
np.random.seed(7)
b = Simulator("mqvector", 2, seed=2).sampling(circ, shots=1000).data
print("Simulator seed=1:", a)
print("Simulator seed=2:", b, "相同:", a == b)
# 给了 sampling 的 seed 时也一样：结果只看这个 seed
c = Simulator("mqvector", 2, seed=1).sampling(circ, shots=1000, seed=5).data
d = Simulator("mqvector", 2, seed=2).sampling(circ, shots=1000, seed=5).data
print("sampling seed=5，Simulator seed=1 和 2:", c, d, "相同:", c == d)

# sampling 从模拟器的当前状态出发：之前 apply_circuit 过的门还在
sim.apply_circuit(Circuit([X.on(1)]))
before = sim.get_qs(ket=True)
print("先做过 X.on(1):", sim.sampling(circ, shots=1000, seed=1).data)
print("采样前的状态:", before, "采样后不变:", sim.get_qs(ket=True) == before)
sim.reset()
print("reset() 之后:  ", sim.sampling(circ, shots=1000, seed=1).data)
