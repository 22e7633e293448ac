# mindone.transformers imports download_url from transformers.utils, which transformers 5.x no longer has.
# This lane holds transformers 4.57.1 (the version mindone 0.5.0 pins), so the snippet SIMULATES an upgraded
# transformers: it loads transformers' own modules first (they still use the name in 4.57.1), then deletes
# transformers.utils.download_url and imports mindone.transformers.
import importlib
import importlib.metadata as md
import mindspore as ms

print("mindspore", ms.__version__, "| mindone", md.version("mindone"), "| transformers", md.version("transformers"), flush=True)
for name in ["configuration_utils", "tokenization_utils_base", "feature_extraction_utils", "processing_utils",
             "image_processing_base", "video_processing_utils", "generation.configuration_utils"]:
    importlib.import_module("transformers." + name)
import transformers.utils
del transformers.utils.download_url       # simulation: the name is gone, as in transformers 5.x
import mindone.transformers
