// Declarations for packages that config samples import but that cannot be
// installed as devDependencies; each with a one-line reason. None today:
// every package the samples import is installed at a mid-2025 version.
