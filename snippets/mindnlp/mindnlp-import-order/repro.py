# transformers is imported BEFORE mindnlp. At that moment there is no `torch` to find (this environment has no real
# PyTorch; MindNLP provides one only once it is imported), so transformers settles on "no PyTorch", and the
# `import mindnlp` that follows fails inside transformers' trainer utilities.
import transformers
import mindnlp
