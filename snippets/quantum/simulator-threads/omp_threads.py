# Fix: set OMP_NUM_THREADS before mindquantum is imported. The mqvector
# backend runs its loops on the OpenMP runtime bundled in the wheel
# (site-packages/mindquantum.libs/libgomp-*.so), which reads the variable
# once, when it is loaded. Changing os.environ after the import is ignored;
# that runtime's omp_set_num_threads() (called through ctypes) still works.
import os

os.environ["OMP_NUM_THREADS"] = "2"     # 关键：在 import mindquantum 之前设置

import ctypes                                   # noqa: E402
import glob                                     # noqa: E402
import time                                     # noqa: E402

import mindquantum                              # noqa: E402
from mindquantum.core.circuit import Circuit    # noqa: E402
from mindquantum.core.gates import RY, X        # noqa: E402
from mindquantum.simulator import Simulator     # noqa: E402

# mindquantum 已经加载了这个库；再 CDLL 一次拿到的是同一个运行库
libs = os.path.join(os.path.dirname(mindquantum.__file__), os.pardir,
                    "mindquantum.libs", "libgomp*.so*")
gomp = ctypes.CDLL(glob.glob(libs)[0])
print("import 后 OpenMP 线程数上限:", gomp.omp_get_max_threads())

os.environ["OMP_NUM_THREADS"] = "1"     # 常见错误：import 之后再改，不生效
print("import 后把环境变量改成 1，上限仍是:", gomp.omp_get_max_threads())


def layered(n_qubits, layers=4):
    """RY on every qubit, then a CNOT chain; `layers` times."""
    circ = Circuit()
    for layer in range(layers):
        circ += Circuit([RY(0.1 * (q + 1) + layer).on(q)
                         for q in range(n_qubits)])
        circ += Circuit([X.on(q + 1, q) for q in range(n_qubits - 1)])
    return circ


def os_threads():
    return len(os.listdir("/proc/self/task"))   # Linux：本进程的线程数


def run(n_qubits, threads):
    gomp.omp_set_num_threads(threads)           # 运行时切换线程数上限
    circ = layered(n_qubits)
    sim = Simulator("mqvector", n_qubits, seed=42)
    w0, c0 = time.perf_counter(), time.process_time()
    sim.apply_circuit(circ)
    return time.perf_counter() - w0, time.process_time() - c0


# 少于 2^13 个振幅（12 比特及以下）不开并行区；13 比特起才用 OpenMP 线程
for n_qubits in (12, 13):
    before = os_threads()
    run(n_qubits, 2)
    print(f"{n_qubits} 比特线路，上限 2：OpenMP 新开线程",
          os_threads() - before, "个")

# 18 比特：1 和 2 个线程交替各跑 3 次，各取最快的一次
best = {}
for _ in range(3):
    for threads in (2, 1):
        wall, cpu = run(18, threads)
        if threads not in best or wall < best[threads][0]:
            best[threads] = (wall, cpu)
print(f"18 比特 {len(layered(18))} 个门，mqvector，3 次中最快的一次：")
for threads in (1, 2):
    wall, cpu = best[threads]
    print(f"  {threads} 个线程：墙钟 {wall:.2f} s，CPU 时间 {cpu:.2f} s")
