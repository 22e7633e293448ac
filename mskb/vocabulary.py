"""The handbook's closed vocabularies, in one place: article categories (folder -> navigation name), devices, run
modes, runners. The schema (mskb.articles), the models (mskb.models) and the build read them from here."""
from __future__ import annotations

CATEGORIES = {
    "basics": "排障入门",
    "errors": "报错",
    "modes": "运行模式",
    "memory": "内存",
    "serving": "推理服务",
    "data": "数据处理",
    "quantum": "量子计算",
    "scientific": "科学计算",
    "install": "安装与环境",
    "operators": "算子输入",
    "checkpoint": "保存与加载",
    "export": "模型导出",
    "migration": "版本与迁移",
    "distributed": "分布式",
    "training": "训练",
    "ascend": "昇腾（Ascend）",
    "gpu": "GPU",
}
DEVICES = ("cpu", "gpu", "ascend")
DEVICE_NAMES = ("CPU", "GPU", "Ascend")      # as pages and applies_to write them
MODES = ("GRAPH", "PYNATIVE")
RUNNERS = ("fork", "fresh")
