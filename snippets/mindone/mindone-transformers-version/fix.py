# The pin mindone 0.5.0 declares, the transformers actually installed, and the import working when they agree.
# Fix for an environment that drifted: pip install "transformers==4.57.1" (the version in Requires-Dist below).
import importlib.metadata as md
import mindspore as ms

print("mindspore", ms.__version__, "| mindone", md.version("mindone"))
print("mindone requires:", [r for r in md.requires("mindone") if r.startswith("transformers")])
print("installed transformers:", md.version("transformers"))
from transformers.utils import download_url
print("transformers.utils.download_url:", download_url.__name__)
import mindone.transformers
print("import mindone.transformers: ok")
