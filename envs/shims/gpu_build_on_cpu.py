"""Installed into the ms1.10 lane's environment by mskb.envbuild (loaded at interpreter start by a .pth file).

MindSpore 1.10 has no CPU package for Python 3.9 on PyPI, so that lane runs the GPU build (mindspore-gpu 1.10.0)
on a machine without a GPU. Two things stand between that build and a CPU run, and this module does both, so that
snippets stay exactly what a 1.10 user would write:

1. the GPU build links libcudart.so.11.0 when it is imported: load the copy shipped in the
   nvidia-cuda-runtime-cu11 wheel first (a CUDA runtime library needs no GPU to load);
2. it defaults to device_target="GPU": as soon as `import mindspore` has finished, set device_target="CPU".

What 1.10 logs about the missing CUDA libraries at import ([ERROR] lines from its version check and from loading
its GPU plugin) is left as it is: it is what this build prints on a machine without CUDA.

Nothing else changes: a snippet still chooses its own mode (1.10 defaults to GRAPH_MODE, 2.x to PyNative).
Pages say which results come from this lane.
"""
import ctypes
import glob
import importlib.abc
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
for _lib in sorted(glob.glob(os.path.join(_HERE, "nvidia", "cuda_runtime", "lib", "libcudart.so.11*"))):
    ctypes.CDLL(_lib, mode=ctypes.RTLD_GLOBAL)


class _CpuAfterImport(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds `mindspore` with the normal machinery, runs it, then sets device_target to CPU."""

    def find_spec(self, name, path=None, target=None):
        if name != "mindspore":
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return None
        self._loader = spec.loader
        spec.loader = self
        return spec

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._loader.exec_module(module)
        sys.meta_path.remove(self)  # once is enough
        module.context.set_context(device_target="CPU")


sys.meta_path.insert(0, _CpuAfterImport())
