# Fix: decompress the MNIST files (the reader wants the raw idx files: train-images-idx3-ubyte, ...),
# and check the magic numbers first when in doubt: images 2051, labels 2049, gzip files start with 1f 8b.
import glob
import gzip
import os
import shutil
import struct

import numpy as np
import mindspore.dataset as ds

os.makedirs("MNIST_Data/train")
images = struct.pack(">IIII", 2051, 3, 28, 28) + np.zeros(3 * 28 * 28, np.uint8).tobytes()
labels = struct.pack(">II", 2049, 3) + bytes([7, 2, 1])
for name, data in (("train-images-idx3-ubyte.gz", images), ("train-labels-idx1-ubyte.gz", labels)):
    with gzip.open(os.path.join("MNIST_Data/train", name), "wb") as f:
        f.write(data)

for packed in glob.glob("MNIST_Data/train/*.gz"):        # like `gunzip MNIST_Data/train/*.gz`
    with gzip.open(packed, "rb") as src, open(packed[:-3], "wb") as dst:
        shutil.copyfileobj(src, dst)
    os.remove(packed)


def magic(path):
    with open(path, "rb") as f:
        head = f.read(4)
    return "gzip" if head[:2] == b"\x1f\x8b" else struct.unpack(">I", head)[0]


print({name: magic(os.path.join("MNIST_Data/train", name)) for name in sorted(os.listdir("MNIST_Data/train"))})
dataset = ds.MnistDataset("MNIST_Data/train", usage="train", shuffle=False)
print("rows:", [(row["image"].shape, int(row["label"])) for row in dataset.create_dict_iterator(output_numpy=True)])
