# Reproducer: Simulator.set_threads_number exists in mindquantum 0.12, but no
# backend implements it. The message names the qubit count ("for 2 qubits
# mqvector simulator"), as if only small simulators were affected; a 20-qubit
# mqvector simulator fails the same way.
from mindquantum.simulator import Simulator, get_supported_simulator

names = {b if isinstance(b, str) else b[0] for b in get_supported_simulator()}
print("本机可用的后端:", sorted(names))

for backend in ("mqvector", "mqmatrix", "mqmps", "stabilizer"):
    try:
        Simulator(backend, 2, seed=42).set_threads_number(2)
    except NotImplementedError as exc:
        print(f"{backend:10s} 2 比特: {exc}")

sim = Simulator("mqvector", 20, seed=42)
sim.set_threads_number(2)                  # 20 比特同样没有实现
