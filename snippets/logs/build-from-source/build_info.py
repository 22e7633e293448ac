# 你用的 MindSpore 是哪里来的？不 import 内部模块，只读安装包自带的信息：
# 版本号、包里的 .commit_id 文件（构建时的源码提交和分支）、安装它的发行包名，以及 wheel 的 WHEEL 元数据（Generator、Tag）。
# 自己从源码编译、pip install output/mindspore-*.whl 装上的包，这里显示的是你自己那份源码的提交。
import importlib.metadata as md
import importlib.util
import os

spec = importlib.util.find_spec("mindspore")
pkg_dir = os.path.dirname(spec.origin)
commit_file = os.path.join(pkg_dir, ".commit_id")
print("mindspore/.commit_id:", open(commit_file).read().strip() if os.path.exists(commit_file) else "(missing)")

for dist in md.distributions():
    name = dist.metadata["Name"] or ""
    if name.lower().replace("_", "-") in ("mindspore", "mindspore-gpu", "mindspore-dev", "mindspore-ascend"):
        print("distribution:", name, dist.version)
        wheel = dist.read_text("WHEEL") or ""
        for line in wheel.splitlines():
            if line.startswith(("Generator:", "Tag:")):
                print("   WHEEL", line)
