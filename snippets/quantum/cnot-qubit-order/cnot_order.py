# CNOT in MindQuantum: CNOT.on(obj_qubit, ctrl_qubit) -- the TARGET first,
# the control second, the same as X.on(obj, ctrl). Swapping the two is not
# an error: it silently builds a different circuit.
from mindquantum.core.circuit import Circuit
from mindquantum.core.gates import CNOT, H, X
from mindquantum.simulator import Simulator

print("CNOT.on(1, 0) =", repr(CNOT.on(1, 0)))
print("X.on(1, 0)    =", repr(X.on(1, 0)))
print("相等:", CNOT.on(1, 0) == X.on(1, 0))

for text, gate in [("CNOT.on(1, 0) 目标 q1 控制 q0", CNOT.on(1, 0)),
                   ("CNOT.on(0, 1) 目标 q0 控制 q1", CNOT.on(0, 1))]:
    circ = Circuit([X.on(0), gate])         # 先把 q0 置 1，再做 CNOT
    sim = Simulator("mqvector", 2, seed=42)
    sim.apply_circuit(circ)
    print(f"X.on(0) 之后 {text} -> {sim.get_qs(ket=True)}")

# 贝尔线路：H 作用在 q0 上，q0 控制、q1 翻转；参数写反后 q1 成了控制比特
for text, gate in [("CNOT.on(1, 0)", CNOT.on(1, 0)), ("CNOT.on(0, 1)", CNOT.on(0, 1))]:
    sim = Simulator("mqvector", 2, seed=42)
    sim.apply_circuit(Circuit([H.on(0), gate]))
    print(f"H.on(0) 之后 {text} ->")
    print(sim.get_qs(ket=True))             # 每行一项：振幅¦比特串⟩

# 两个控制比特（Toffoli）：目标 q2，控制 q0、q1
print("两个控制比特:", repr(X.on(2, [0, 1])))
print(Circuit([X.on(0), CNOT.on(1, 0)]))   # 线路图：实心点 ■ 是控制位
