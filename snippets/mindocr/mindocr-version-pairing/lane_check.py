# The combination that works: MindSpore 2.7.0 still has mindspore.parallel._transformer, huggingface_hub < 1.0 still
# exports repo_type_and_id_from_hf_id, and `import mindocr` succeeds.
import importlib.util
import importlib.metadata as md

import mindspore
import huggingface_hub

print("mindspore", mindspore.__version__, "| huggingface_hub", huggingface_hub.__version__)
print("mindspore.parallel._transformer present:", importlib.util.find_spec("mindspore.parallel._transformer") is not None)
print("huggingface_hub.repo_type_and_id_from_hf_id present:", hasattr(huggingface_hub, "repo_type_and_id_from_hf_id"))
import mindocr  # noqa: E402
print("import mindocr OK:", mindocr.__version__)
# what the wheel itself pins: no mindspore requirement at all, huggingface_hub without an upper bound
print("mindocr requires:", [r for r in md.requires("mindocr") if r.lower().startswith(("mindspore", "huggingface"))])
