# Reproducer: MnistDataset pointed at the files as downloaded, still gzip-compressed (*.gz).
# The files here are a tiny fake MNIST (3 images of 28x28, same format as the real one), written and then
# compressed by this script - no download.
import gzip
import os
import struct

import numpy as np
import mindspore.dataset as ds

os.makedirs("MNIST_Data/train")
images = struct.pack(">IIII", 2051, 3, 28, 28) + np.zeros(3 * 28 * 28, np.uint8).tobytes()   # magic 2051
labels = struct.pack(">II", 2049, 3) + bytes([7, 2, 1])                                      # magic 2049
for name, data in (("train-images-idx3-ubyte.gz", images), ("train-labels-idx1-ubyte.gz", labels)):
    with gzip.open(os.path.join("MNIST_Data/train", name), "wb") as f:
        f.write(data)
print("files:", sorted(os.listdir("MNIST_Data/train")))
with open("MNIST_Data/train/train-images-idx3-ubyte.gz", "rb") as f:
    head = f.read(4)
print("first 4 bytes:", head.hex(), "= big-endian int", struct.unpack(">I", head)[0])

dataset = ds.MnistDataset("MNIST_Data/train", usage="train", shuffle=False)
for row in dataset.create_dict_iterator(output_numpy=True):   # raises here
    print(row["label"])
