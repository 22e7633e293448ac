# Other ways a dataset folder does not hold what the reader expects, and what each one says:
# an empty folder (MNIST), a folder that does not exist, CIFAR-10's Python version instead of its binary version,
# and a truncated CIFAR-10 .bin file. The files are tiny fakes written here.
import os
import pickle

import numpy as np
import mindspore.dataset as ds


def key_line(error):
    """The line of a (possibly framed) dataset error message that says what is wrong."""
    lines = [ln.strip() for ln in str(error).splitlines() if ln.strip() and not ln.startswith("-")]
    skip = ("Exception thrown from dataset pipeline", "Line of code", "File ")
    return [ln for ln in lines if not ln.startswith(skip)][0]


def attempt(case, make):
    step = "creating"
    try:
        dataset = make()
        step = "get_dataset_size()"
        size = dataset.get_dataset_size()
        step = "iterating"
        rows = sum(1 for _ in dataset.create_dict_iterator(output_numpy=True))
        print(f"{case:<28} ok: get_dataset_size()={size}, rows={rows}")
    except (RuntimeError, ValueError) as e:
        size_note = f" (get_dataset_size() said {size})" if step == "iterating" else ""
        print(f"{case:<28} {step} raised {type(e).__name__}: {key_line(e)}{size_note}")


os.makedirs("mnist_empty")
attempt("MNIST, empty folder", lambda: ds.MnistDataset("mnist_empty", usage="train"))
attempt("MNIST, no such folder", lambda: ds.MnistDataset("MNIST/train", usage="train"))

os.makedirs("cifar-10-batches-py")                       # the "CIFAR-10 python version" archive layout
for name in ("data_batch_1", "test_batch"):
    with open(os.path.join("cifar-10-batches-py", name), "wb") as f:
        pickle.dump({b"data": np.zeros((2, 3072), np.uint8), b"labels": [0, 1]}, f)
attempt("CIFAR-10, python version", lambda: ds.Cifar10Dataset("cifar-10-batches-py", usage="train"))

os.makedirs("cifar-10-batches-bin")                      # binary version, but cut short (2 records of 10000)
with open("cifar-10-batches-bin/data_batch_1.bin", "wb") as f:
    f.write((bytes([3]) + bytes(3072)) * 2)              # 1 label byte + 3072 pixel bytes per record
attempt("CIFAR-10, truncated .bin", lambda: ds.Cifar10Dataset("cifar-10-batches-bin", usage="train"))
