# 1) mindyolo 的安装包（wheel）声明了哪些依赖：读它的 METADATA。
# 2) mindyolo 的源码实际 import 了哪些第三方模块：扫描安装目录里所有 .py 的顶层 import。
# 3) 装好 requirements.txt 里的依赖、setuptools<82 之后（本站的视觉套件环境），import mindyolo 正常。
import ast, importlib.metadata as md, importlib.util, os, sys

dist = md.distribution("mindyolo")
meta = dist.read_text("METADATA")
print("mindyolo", dist.version, "| Requires-Dist in METADATA:", [l for l in meta.splitlines() if l.startswith("Requires-Dist")])

pkg = os.path.dirname(importlib.util.find_spec("mindyolo").origin)
mods = set()
for root, _, files in os.walk(pkg):
    for f in files:
        if f.endswith(".py"):
            tree = ast.parse(open(os.path.join(root, f), encoding="utf-8").read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    mods.update(a.name.split(".")[0] for a in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    mods.add(node.module.split(".")[0])
third = sorted(m for m in mods if m not in sys.stdlib_module_names and m != "mindyolo")
owners = md.packages_distributions()
print("third-party modules imported by mindyolo:")
for m in third:
    print(f"  {m:16} from {sorted(set(owners.get(m, ['(not installed)'])))}")

print("setuptools", md.version("setuptools"), "| pkg_resources importable:", importlib.util.find_spec("pkg_resources") is not None)
import mindyolo
print("import mindyolo ok:", mindyolo.__version__)
