# 当前环境里 MindSpore、MindYOLO 和几个关键依赖的版本，以及安装包自带的 README 里的配套表。
import importlib.metadata as md
import platform

print("python", platform.python_version())
for dist in ("mindspore", "mindyolo", "numpy", "opencv-python-headless", "opencv-python", "setuptools"):
    try:
        print(f"{dist:24} {md.version(dist)}")
    except md.PackageNotFoundError:
        print(f"{dist:24} (not installed)")

# mindyolo 的 METADATA 里带着它的 README，其中有配套表
readme = md.distribution("mindyolo").read_text("METADATA")
print("\nversion table in the installed mindyolo's METADATA:")
print("\n".join(l for l in readme.splitlines() if l.startswith("|")))

import mindspore, mindyolo
print("\nimport ok: mindspore", mindspore.__version__, "| mindyolo", mindyolo.__version__)
