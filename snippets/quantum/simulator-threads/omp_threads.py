# Fix: set OMP_NUM_THREADS before mindquantum is imported. The wheel bundles
# its own OpenMP runtime (site-packages/mindquantum.libs/libgomp-*.so); it is
# loaded by the import and reads the variable then. Changing os.environ
# after the import is ignored; that runtime's omp_set_num_threads() (called
# through ctypes) still works.
import os

os.environ["OMP_NUM_THREADS"] = "2"     # 关键：在 import mindquantum 之前设置

import ctypes                                   # noqa: E402
import glob                                     # noqa: E402


def loaded_gomp():
    """本进程已加载的 OpenMP 运行库（Linux：读 /proc/self/maps）。"""
    with open("/proc/self/maps", encoding="utf-8") as f:
        return sorted({os.path.basename(line.split()[-1]) for line in f
                       if "libgomp" in line})


print("import 前已加载的 libgomp:", loaded_gomp())

import mindquantum                              # noqa: E402
from mindquantum.core.circuit import Circuit    # noqa: E402
from mindquantum.core.gates import RY, X        # noqa: E402
from mindquantum.simulator import Simulator     # noqa: E402

print("import 后已加载的 libgomp:", loaded_gomp())

# mindquantum 已经加载了自带的库；再 CDLL 一次拿到的是同一个运行库
libs = os.path.join(os.path.dirname(mindquantum.__file__), os.pardir,
                    "mindquantum.libs", "libgomp*.so*")
gomp = ctypes.CDLL(glob.glob(libs)[0])
print("自带运行库的线程数上限:", gomp.omp_get_max_threads())

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


# OpenMP 的工作线程建好后会留着复用，所以按这个顺序：
# 12 比特（上限 2）-> 13 比特（上限 1）-> 13 比特（上限 2）
for n_qubits, limit in ((12, 2), (13, 1), (13, 2)):
    gomp.omp_set_num_threads(limit)             # 只改自带运行库的上限
    before = os_threads()
    Simulator("mqvector", n_qubits, seed=42).apply_circuit(layered(n_qubits))
    print(f"{n_qubits} 比特线路，自带运行库上限 {limit}：新开线程",
          os_threads() - before, "个")
