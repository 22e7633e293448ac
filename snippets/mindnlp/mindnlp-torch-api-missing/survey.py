# Which commonly used torch functions does MindNLP 0.5.1's bundled mindtorch lack?
# hasattr() goes through the same lookup as `torch.xxx`, so a False here is the AttributeError you would get.
import mindnlp  # noqa: F401
import torch

print("torch", torch.__version__, "from", torch.__file__.split("site-packages/")[1])
checks = {
    "torch": (torch, [
        "quantile", "nanquantile", "complex", "view_as_real", "view_as_complex", "polar", "kron", "logspace",
        "tensordot", "einsum", "cdist", "bucketize", "searchsorted", "histc", "histogram", "cummax",
        "logcumsumexp", "cov", "corrcoef", "block_diag", "cartesian_prod", "combinations", "tril_indices",
        "triu_indices", "rot90", "nan_to_num", "median", "nanmedian", "mode", "kthvalue", "topk", "diff",
        "trapz", "gcd", "lcm", "logit", "heaviside", "renorm", "dist", "diag_embed", "stft", "istft",
        "hann_window", "inner", "outer", "matrix_exp", "take_along_dim", "scatter_reduce", "isin"]),
    "torch.linalg": (torch.linalg, [
        "inv", "det", "slogdet", "svd", "svdvals", "eig", "eigh", "eigvals", "eigvalsh", "solve", "qr",
        "cholesky", "lstsq", "pinv", "matrix_rank", "matrix_power", "multi_dot", "cross", "norm",
        "vector_norm", "matrix_norm"]),
    "torch.fft": (torch.fft, ["fft", "ifft", "rfft", "irfft", "fft2", "rfftn", "fftfreq", "rfftfreq",
                              "fftshift", "ifftshift"]),
    "torch.optim": (torch.optim, ["SGD", "Adam", "AdamW", "RMSprop", "Adagrad", "Adadelta", "LBFGS"]),
}
for prefix, (mod, names) in checks.items():
    missing = [n for n in names if not hasattr(mod, n)]
    print(f"{prefix}: {len(missing)}/{len(names)} missing: {', '.join(missing)}")

# The two message shapes a user sees: the top-level proxy says "Module 'mindtorch' ...",
# a submodule says "module 'mindtorch.linalg' ...".
for expr in ("torch.complex", "torch.linalg.inv", "torch.optim.RMSprop"):
    try:
        eval(expr)
    except AttributeError as e:
        print(f"{expr} -> AttributeError: {e}")
