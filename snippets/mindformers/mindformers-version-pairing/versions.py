# What is installed, what it requires, and the version table its own README (shipped in the package metadata) gives.
import importlib.metadata as md
import mindspore as ms

print("installed: mindspore", ms.__version__, "| mindformers", md.version("mindformers"))
print("mindformers requires:", [r for r in md.requires("mindformers") if r.startswith("mindspore")])
print("Requires-Python:", md.metadata("mindformers")["Requires-Python"])
readme = md.metadata("mindformers").get_payload().splitlines()
start = next(i for i, line in enumerate(readme) if line.startswith("| MindSpore Transformers"))
for line in readme[start:start + 3]:
    print("README:", " ".join(line.split()))
