# Finding and fixing the failing sample:
# 1. Run the function by hand on the rows that feed it (no map, no threads): a plain Python traceback and the row
#    number. For a GeneratorDataset, index the source object directly in the same way.
# 2. While debugging inside the pipeline, wrap the function so that its error names the input it failed on.
# 3. Fix the function (here: a default for labels missing from the dict) and run the pipeline again.
import numpy as np
import mindspore.dataset as ds

CLASS_NAMES = {0: "cat", 1: "dog"}
LABELS = np.array([0, 1, 2, 1], np.int32)


def label_to_name(label):
    return np.array(CLASS_NAMES[int(label)])


def source():
    return ds.NumpySlicesDataset({"label": LABELS}, shuffle=False)


# 1. by hand
for number, row in enumerate(source().create_dict_iterator(output_numpy=True)):
    try:
        label_to_name(row["label"])
    except Exception as e:   # noqa: BLE001 - any error of the user function
        print(f"row {number}: label_to_name({row['label']!r}) raised {type(e).__name__}: {e}")


# 2. a wrapper that puts the input into the message
def naming_input(func):
    def wrapper(*columns):
        try:
            return func(*columns)
        except Exception as e:   # noqa: BLE001
            raise ValueError(f"{func.__name__} failed on input {[c.tolist() for c in columns]}: "
                             f"{type(e).__name__}: {e}") from e
    return wrapper


try:
    list(source().map(operations=naming_input(label_to_name), input_columns=["label"])
         .create_tuple_iterator(output_numpy=True))
except RuntimeError as e:
    print("pipeline error now says:", [ln for ln in str(e).splitlines() if ln.startswith("ValueError")][-1])


# 3. the fixed function
def label_to_name_fixed(label):
    return np.array(CLASS_NAMES.get(int(label), "unknown"))


dataset = source().map(operations=label_to_name_fixed, input_columns=["label"])
print("fixed:", [str(row[0]) for row in dataset.create_tuple_iterator(output_numpy=True)])
