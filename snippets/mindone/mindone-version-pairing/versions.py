# What is installed, what mindone's package declares, and what its README (shipped in the package metadata) says
# about the MindSpore version.
import importlib.metadata as md
import mindspore as ms

print("installed: mindspore", ms.__version__, "| mindone", md.version("mindone"), "| transformers", md.version("transformers"))
reqs = md.requires("mindone")
print("mindone requires mindspore:", [r for r in reqs if r.lower().startswith("mindspore")] or "nothing (no mindspore entry in Requires-Dist)")
print("mindone pins:", [r for r in reqs if "==" in r and "extra" not in r])
for line in md.metadata("mindone").get_payload().splitlines():
    if "please install [MindSpore" in line or "tested with" in line:
        print("README:", line.strip())
