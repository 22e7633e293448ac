# Sample a Bell circuit 1000 times with fixed seeds, then save the circuit
# diagram and the histogram as SVG files.
import re

import numpy as np
from mindquantum.core.circuit import Circuit
from mindquantum.core.gates import CNOT, H
from mindquantum.simulator import Simulator

# (|00> + |11>)/sqrt(2)，再测量所有比特
circ = Circuit([H.on(0), CNOT.on(1, 0)]).measure_all()
print(circ)

probe = Simulator("mqvector", 2, seed=42)
probe.apply_circuit(Circuit([H.on(0), CNOT.on(1, 0)]))   # 不测量，只看末态
print("末态:", probe.get_qs(ket=True).replace("\n", " + "))  # 两项振幅都是 √2/2

sim = Simulator("mqvector", 2, seed=42)
res = sim.sampling(circ, shots=1000, seed=1)   # 不给 seed 则每次不同
print(res)                  # 文字版直方图，最后一行是计数字典
print("keys:", res.keys, "计数:", res.data)

# res.samples 每行一次测量，列顺序同 keys
changes = np.flatnonzero(np.any(np.diff(res.samples, axis=0), axis=1)) + 1
print("samples 形状:", res.samples.shape,
      "第一行:", res.samples[0].tolist(),
      "结果发生变化的行号:", changes.tolist())

# svg() 的两种输出，以及直方图 SVG 里会变的部分
raw = res.svg().to_string()
print("to_string() 以 <svg 开头:", raw.startswith("<svg"))
print("两次 res.svg() 的内容相同:", raw == res.svg().to_string(),
      "| 两次 circ.svg() 相同:", circ.svg().to_string() == circ.svg().to_string())
print("直方图里 <animate> 元素:", raw.count("<animate"),
      "个，初始透明（fill-opacity=\"0\"）的元素:", raw.count('fill-opacity="0"'), "个")


def save_svg(svg, name):
    svg.to_file(name)       # 完整的 <svg> 文件；to_string() 只有内部元素
    with open(name, encoding="utf-8") as f:
        text = f.read()
    # 直方图柱子的 id 以 time.time_ns() 结尾，每次运行都不同：
    # 去掉这个后缀，让每次运行写出的文件一模一样
    text = re.sub(r"\b(bar(?:_text)?_\d+)_\d+\b", r"\1", text)
    # 直方图带 SMIL 动画（柱子从 0 长出、计数淡入）；作为静态图片时
    # 去掉动画，让计数直接可见
    text = re.sub(r"<animate [^>]*/>", "", text)
    text = text.replace('fill-opacity="0"', 'fill-opacity="1"')
    with open(name, "w", encoding="utf-8") as f:
        f.write(text)
    return text.startswith("<svg")


print("to_file() 写出的文件以 <svg 开头:",
      save_svg(circ.svg(), "circuit.svg"), save_svg(res.svg(), "result.svg"))
print("已写出 circuit.svg 和 result.svg")
