def py_func(x):                       # NumPy only: no MindSpore graph inside
    return x * 2
