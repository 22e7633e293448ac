# Every way the .db index can be wrong, and which call notices it: missing, empty (0 bytes), cut short, a text
# file (a Git LFS pointer checked out instead of the real .db), the .db of another MindRecord file under this
# file's name, and a FileWriter that was never commit()ed.
# For each: create MindDataset, count the rows, iterate; print the step that raised and the message's key line.
import os
import shutil

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter


def write(path, rows, commit=True):
    writer = FileWriter(path, shard_num=1)
    writer.add_schema({"label": {"type": "int32"}}, "toy")
    writer.write_raw_data([{"label": i} for i in range(rows)])
    if commit:
        writer.commit()   # commit() is what writes the .db index (and finishes the data file's header)
    return writer


def key_line(error):
    """The line of a (possibly multi-line, framed) dataset error message that says what is wrong."""
    lines = [ln.strip() for ln in str(error).splitlines() if ln.strip() and not ln.startswith("-")]
    lines = [ln for ln in lines if not ln.startswith(("Exception thrown from dataset pipeline", "Line of code", "File "))]
    return lines[0] if lines else ""


def attempt(case, path):
    step = "MindDataset(...)"
    try:
        dataset = ds.MindDataset(path, shuffle=False)
        step = "get_dataset_size()"
        dataset.get_dataset_size()
        step = "iterating"
        rows = [int(r["label"]) for r in dataset.create_dict_iterator(output_numpy=True, num_epochs=1)]
        print(f"{case:<16} ok, rows {rows}")
    except RuntimeError as e:
        print(f"{case:<16} {step} raised RuntimeError: {key_line(e)}")


LFS_POINTER = ("version https://git-lfs.github.com/spec/v1\n"
               "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 28672\n")
for case in ("missing", "empty", "cut short", "LFS pointer", "another file's", "no commit()"):
    shutil.rmtree("d", ignore_errors=True)
    os.makedirs("d")
    if case == "no commit()":
        writer = write("d/train.mindrecord", 4, commit=False)
    else:
        write("d/train.mindrecord", 4)
    if case == "missing":
        os.remove("d/train.mindrecord.db")
    elif case == "empty":
        open("d/train.mindrecord.db", "wb").close()
    elif case == "cut short":
        os.truncate("d/train.mindrecord.db", os.path.getsize("d/train.mindrecord.db") // 2)
    elif case == "LFS pointer":
        with open("d/train.mindrecord.db", "w") as f:
            f.write(LFS_POINTER)
    elif case == "another file's":
        write("d/eval.mindrecord", 2)
        shutil.copy("d/eval.mindrecord.db", "d/train.mindrecord.db")
    print(f"{case:<16} files: {sorted(os.listdir('d'))}")
    attempt(case, "d/train.mindrecord")
