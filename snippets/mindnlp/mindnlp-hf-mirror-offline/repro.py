# `import mindnlp` sets HF_ENDPOINT=https://hf-mirror.com when it is unset, so from_pretrained asks the mirror, not
# huggingface.co. With no network (and an empty Hugging Face cache) the error names the mirror.
import os

os.environ["HF_HUB_VERBOSITY"] = "error"  # hide huggingface_hub's retry warnings (they carry a random request id)
import mindnlp  # noqa: E402,F401

print("HF_ENDPOINT after import mindnlp:", os.environ.get("HF_ENDPOINT"), flush=True)
from transformers import AutoConfig  # noqa: E402  (AutoModel/AutoTokenizer fail the same way, after more retries)

try:
    AutoConfig.from_pretrained("bert-base-uncased")
except OSError as e:
    # re-raise the final error alone: the chained network errors above it also carry a random request id
    raise OSError(str(e)) from None
