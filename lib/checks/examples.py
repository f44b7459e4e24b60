#!/usr/bin/env python3
"""Checks Python examples against the API reference's call forms (stdlib only).

Input (JSON on stdin):
  {"reference": {"symbols": {qualname: {"kind", "signature", "status"?, "hidden"?, "experimental"?}}, "aliases": {alias: qualname}},
   "allow": [{"qualname", "keyword"?, "file"?, "reason"}],
   "blocks": [{"file", "line", "code", "allowDeprecated": [qualname, ...]}]}
Output (JSON on stdout): [{"i": block index, "line": line in the block (1-based), "message", "warning"?: true}].

Each call of a documented callable is resolved through the block's imports (`import dagster as dg`,
`from dagster import asset as a`), through classes defined in the block (inherited constructors,
Config/resource fields) and through names whose type is plain from the code (a parameter annotated
with a documented class, or a name bound once to a documented class's constructor). A call is
reported when it passes a keyword the call form does not take (and the form has no **kwargs), more
positional arguments than it takes, or leaves out a required parameter (only when the call has no
*args/**kwargs splat); a keyword in a symbol's "hidden" list (taken by a **kwargs the form leaves
out: deprecated or internal) is reported as such. Uses of symbols marked deprecated are reported unless the block allows them.
A keyword the source marks experimental ("experimental") is a warning, not an error.
Anything that cannot be resolved with certainty is skipped. A line carrying `# examples-check: ignore`
is not checked.
"""
import ast
import json
import sys

IGNORE = "examples-check: ignore"
CALLABLE = {"class", "function", "decorator", "method"}
# Documented bases whose subclasses take their (annotated) fields as keyword arguments only.
FIELD_ROOTS = {"dagster.Config", "dagster.ConfigurableResource", "dagster.ConfigurableIOManager"}


class Form:
    """A call form's parameters, from `name(params) -> R` parsed as `def f(params): pass`."""

    def __init__(self, args: ast.arguments):
        self.positional = [a.arg for a in args.posonlyargs + args.args]
        self.posonly = {a.arg for a in args.posonlyargs}
        n_required = len(self.positional) - len(args.defaults)
        self.required = set(self.positional[:n_required])
        self.kwonly = [a.arg for a in args.kwonlyargs]
        self.required |= {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None}
        self.varargs = args.vararg is not None
        self.varkw = args.kwarg is not None


def parse_form(signature):
    if not signature or "(" not in signature:
        return None
    try:
        fn = ast.parse("def f" + signature[signature.index("(") :] + ": pass").body[0]
    except SyntaxError:
        return None
    return Form(fn.args)


class FieldsForm:
    """A Config/resource class defined in the example: its fields, passed by keyword only."""

    def __init__(self, fields):
        self.fields = set(fields)


def check_args(form, n_pos, keywords, splat, hidden=()):
    """Problems of a call with n_pos positional arguments and the given keyword names; `hidden` are
    keywords the source takes through a **kwargs the call form leaves out (deprecated or internal)."""
    problems = []
    if isinstance(form, FieldsForm):
        if n_pos:
            problems.append(f"passes {n_pos} positional argument{'s' if n_pos > 1 else ''}; a Config or resource class takes its fields by keyword only")
        for k in keywords:
            if k not in form.fields:
                problems.append(f"keyword '{k}' is not a field of the class (fields: {', '.join(sorted(form.fields)) or 'none'})")
        return problems
    if not form.varargs and n_pos > len(form.positional):
        problems.append(f"passes {n_pos} positional argument{'s' if n_pos > 1 else ''}; the call form takes at most {len(form.positional)}")
    names = set(form.positional) - form.posonly | set(form.kwonly)
    if not form.varkw:
        for k in keywords:
            if k in hidden:
                problems.append(f"keyword '{k}' is a hidden parameter (deprecated or internal) that the call form leaves out")
            elif k not in names:
                problems.append(f"keyword '{k}' is not a parameter of the call form")
    if not splat:
        filled = set(form.positional[:n_pos]) | set(keywords)
        missing = [p for p in form.positional + form.kwonly if p in form.required and p not in filled]
        if missing:
            problems.append(f"required parameter{'s' if len(missing) > 1 else ''} {', '.join(missing)} missing")
    return problems


def bound_names(tree):
    """Every name the block binds other than by import: they shadow imports of the same name."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        elif hasattr(ast, "MatchAs") and isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.add(node.name)
        elif hasattr(ast, "MatchMapping") and isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return names


class Checker:
    def __init__(self, reference, allow):
        self.symbols = reference["symbols"]
        self.aliases = reference.get("aliases", {})
        self.allow = allow
        self.forms = {}

    def canonical(self, dotted):
        if dotted in self.symbols:
            return dotted
        return self.aliases.get(dotted)

    def form(self, qualname):
        if qualname not in self.forms:
            s = self.symbols.get(qualname)
            self.forms[qualname] = parse_form(s.get("signature")) if s and s.get("kind") in CALLABLE else None
        return self.forms[qualname]

    def allowed(self, file, qualname, message):
        for a in self.allow:
            if a.get("qualname") != qualname or ("file" in a and not file.startswith(a["file"])):
                continue
            if a.get("keyword") == "*" and not message.startswith("keyword '"):
                continue  # "*": the form hides **kwargs, so any keyword is accepted
            if "keyword" in a and a["keyword"] != "*" and f"keyword '{a['keyword']}'" not in message:
                continue
            return True
        return False

    def check(self, block):
        code = block["code"]
        try:
            tree = ast.parse(code)
        except SyntaxError:
            return []  # compilePython reports it
        lines = code.split("\n")
        ignored = {i + 1 for i, text in enumerate(lines) if IGNORE in text}
        file = block["file"]
        problems = []
        seen = set()

        def report(node, message, warning=False):
            line = getattr(node, "lineno", 0)
            if line in ignored or (line, message) in seen:
                return
            seen.add((line, message))
            problems.append({"line": line, "message": message, **({"warning": True} if warning else {})})

        # Imports: local name -> dotted path; a name bound twice differently, or also bound otherwise, is dropped.
        imports, ambiguous = {}, set()
        for node in ast.walk(tree):
            pairs = []
            if isinstance(node, ast.Import):
                for a in node.names:
                    pairs.append((a.asname, a.name) if a.asname else (a.name.split(".")[0], a.name.split(".")[0]))
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                pairs = [(a.asname or a.name, f"{node.module}.{a.name}") for a in node.names if a.name != "*"]
            for local, dotted in pairs:
                if imports.get(local, dotted) != dotted:
                    ambiguous.add(local)
                imports[local] = dotted
        others = bound_names(tree)
        import_locals = set(imports)
        for name in ambiguous | (others & set(imports)):
            imports.pop(name, None)

        def dotted(node):
            if isinstance(node, ast.Name):
                return imports.get(node.id)
            if isinstance(node, ast.Attribute):
                base = dotted(node.value)
                return f"{base}.{node.attr}" if base else None
            return None

        def resolve(node):
            d = dotted(node)
            return self.canonical(d) if d else None

        # Classes the block defines (once, at any level): their constructor, when it is certain.
        class_defs = {}
        counts = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                counts[node.name] = counts.get(node.name, 0) + 1
                class_defs[node.name] = node
        # names bound other than by their class statement (assignments, parameters, functions, imports, ...)
        assigned = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del))}
        assigned |= {n.arg for n in ast.walk(tree) if isinstance(n, ast.arg)}
        assigned |= {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
        assigned |= {n.name for n in ast.walk(tree) if isinstance(n, ast.ExceptHandler) and n.name}
        assigned |= import_locals | ambiguous
        user_forms = {}

        def user_form(name, depth=0):
            """(form, root qualname) for a class of the block, or None when its constructor is not certain."""
            if name in user_forms:
                return user_forms[name]
            user_forms[name] = None
            node = class_defs.get(name)
            if node is None or counts[name] > 1 or name in assigned or node.decorator_list or node.keywords or len(node.bases) != 1 or depth > 20:
                return None
            body_names = {b.name for b in node.body if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef))}
            body_names |= {t.id for b in node.body if isinstance(b, ast.Assign) for t in b.targets if isinstance(t, ast.Name)}
            if body_names & {"__init__", "__new__", "model_config", "__signature__"} or any(isinstance(b, ast.ClassDef) for b in node.body):
                return None  # an own constructor, or model settings (which may allow extra keywords)
            fields = []
            for b in node.body:
                if isinstance(b, ast.AnnAssign) and isinstance(b.target, ast.Name):
                    ann = ast.unparse(b.annotation)
                    if "ClassVar" in ann or b.target.id.startswith("_"):
                        continue
                    if isinstance(b.value, ast.Call) and any(k.arg in ("alias", "validation_alias") for k in b.value.keywords):
                        return None  # pydantic aliases rename the keyword
                    fields.append(b.target.id)
            base = node.bases[0]
            if isinstance(base, ast.Name) and base.id in class_defs and base.id not in imports:
                parent = user_form(base.id, depth + 1)
                if parent is None:
                    return None
                pform, root = parent
                if isinstance(pform, FieldsForm):
                    result = (FieldsForm(pform.fields | set(fields)), root)
                elif fields:
                    return None
                else:
                    result = parent
            else:
                root = resolve(base)
                if not root:
                    return None
                if root in FIELD_ROOTS:
                    result = (FieldsForm(fields), root)
                elif fields or self.form(root) is None or self.symbols[root].get("kind") != "class":
                    return None  # own annotations may make a dataclass-like constructor
                else:
                    result = (self.form(root), root)
            user_forms[name] = result
            return result

        # Names whose type is plain: per function scope, a parameter annotated with a documented class,
        # or a name bound exactly once, to a documented class's constructor call.
        def class_of(expr):
            """Documented class of an expression that calls its constructor, or None."""
            if isinstance(expr, ast.Call):
                q = resolve(expr.func)
                if q and self.symbols[q].get("kind") == "class":
                    return q
            return None

        scopes = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)

        def own_nodes(scope):
            """The nodes a scope evaluates itself (not nested bodies), and its directly nested scopes."""
            nodes, nested = [], []

            def handle(node):
                if isinstance(node, scopes):
                    nested.append(node)
                    parts = list(getattr(node, "decorator_list", [])) + list(getattr(node, "bases", []))
                    parts += [k.value for k in getattr(node, "keywords", [])]
                    args = getattr(node, "args", None)
                    if isinstance(args, ast.arguments):
                        parts += args.defaults + [d for d in args.kw_defaults if d is not None]
                        every = args.posonlyargs + args.args + args.kwonlyargs + [x for x in (args.vararg, args.kwarg) if x]
                        parts += [a.annotation for a in every if a.annotation is not None]
                    if getattr(node, "returns", None) is not None:
                        parts.append(node.returns)
                    for part in parts:
                        handle(part)
                    return
                nodes.append(node)
                for child in ast.iter_child_nodes(node):
                    handle(child)

            body = scope.body if isinstance(scope.body, list) else [scope.body]
            for stmt in body:
                handle(stmt)
            return nodes, nested

        node_env = {}

        def visit_scope(scope, outer):
            nodes, nested = own_nodes(scope)
            binds = {}

            def bind(name, n=1):
                binds[name] = binds.get(name, 0) + n

            for node in nodes:
                if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
                    bind(node.id)
                elif isinstance(node, ast.ExceptHandler) and node.name:
                    bind(node.name, 2)
                elif isinstance(node, (ast.Global, ast.Nonlocal)):
                    for n in node.names:
                        bind(n, 2)
                elif isinstance(node, ast.alias):
                    bind((node.asname or node.name).split(".")[0], 2)
                elif hasattr(ast, "MatchAs") and isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
                    bind(node.name, 2)
            for child in nested:
                if not isinstance(child, ast.Lambda):
                    bind(child.name, 2)
            params = {}
            args = getattr(scope, "args", None)
            if isinstance(args, ast.arguments):
                for a in args.posonlyargs + args.args + args.kwonlyargs:
                    bind(a.arg)
                    params[a.arg] = a
                for a in (args.vararg, args.kwarg):
                    if a:
                        bind(a.arg, 2)
            env = {k: v for k, v in outer.items() if k not in binds}
            for name, a in params.items():
                if binds[name] == 1 and a.annotation is not None:
                    q = resolve(a.annotation)
                    if q and self.symbols[q].get("kind") == "class":
                        env[name] = q
            for node in nodes:
                if isinstance(node, ast.Assign) and len(node.targets) == 1:
                    target_node = node.targets[0]
                elif isinstance(node, ast.AnnAssign) and node.value is not None:
                    target_node = node.target
                else:
                    continue
                if isinstance(target_node, ast.Name) and binds.get(target_node.id) == 1:
                    q = class_of(node.value)
                    if q:
                        env[target_node.id] = q
            for node in nodes:
                node_env[id(node)] = env
            for child in nested:
                visit_scope(child, outer if isinstance(scope, ast.ClassDef) else env)

        visit_scope(tree, {})

        def typed(node):
            """Documented class of a name or a constructor call, or None."""
            if isinstance(node, ast.Name):
                return node_env.get(id(node), {}).get(node.id)
            return class_of(node)

        def target(func):
            """(qualname, form) a call's function resolves to, or None."""
            q = resolve(func)
            if q:
                return q, self.form(q)
            if isinstance(func, ast.Attribute):
                cls = typed(func.value)
                if cls:
                    q = self.canonical(f"{cls}.{func.attr}")
                    if q and self.symbols[q].get("kind") == "method":
                        return q, self.form(q)
            if isinstance(func, ast.Name) and func.id in class_defs and func.id not in imports:
                uf = user_form(func.id)
                if uf:
                    return f"{func.id} (a subclass of {uf[1]})", uf[0]
            return None

        def check_call(node, label, n_pos, keywords, splat):
            t = target(node.func) if isinstance(node, ast.Call) else target(node)
            if not t or t[1] is None:
                return
            qualname, form = t
            hidden = self.symbols.get(qualname, {}).get("hidden") or ()
            for message in check_args(form, n_pos, keywords, splat, hidden):
                if not self.allowed(file, qualname.split(" ")[0], message):
                    report(node, f"{label}: {message} ({qualname})")
            for k in keywords:
                if k in (self.symbols.get(qualname, {}).get("experimental") or ()):
                    report(node, f"{label}: parameter '{k}' is experimental", warning=True)

        # Deprecated symbols: reported once per block, at the first use (the import line if never used).
        allow_deprecated = set(block.get("allowDeprecated", []))
        deprecated = {}

        def use(node, qualname, is_import=False):
            if not qualname or self.symbols.get(qualname, {}).get("status") != "deprecated":
                return
            if any(qualname == a or qualname.startswith(a + ".") for a in allow_deprecated):
                return
            if node.lineno in ignored:
                return
            prev = deprecated.get(qualname)
            if prev is None or (prev[1] and not is_import) or (prev[1] == is_import and node.lineno < prev[0].lineno):
                deprecated[qualname] = (node, is_import)

        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                splat = any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords)
                n_pos = sum(1 for a in node.args if not isinstance(a, ast.Starred))
                keywords = [k.arg for k in node.keywords if k.arg]
                # keyword lines may carry the ignore comment too
                if any(getattr(k, "lineno", 0) in ignored for k in node.keywords):
                    continue
                check_call(node, ast.unparse(node.func) + "(...)", n_pos, keywords, splat)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for d in node.decorator_list:
                    if not isinstance(d, ast.Call):
                        check_call(d, "@" + ast.unparse(d), 1, [], False)
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for a in node.names:
                    use(node, self.canonical(f"{node.module}.{a.name}"), True)
            elif isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Load):
                q = resolve(node)
                if not q and isinstance(node, ast.Attribute):
                    cls = typed(node.value)
                    q = self.canonical(f"{cls}.{node.attr}") if cls else None
                use(node, q)
        for qualname, (node, _) in deprecated.items():
            if not self.allowed(file, qualname, "deprecated"):
                report(node, f"uses {qualname}, which the reference marks deprecated in 1.9 (use its replacement, or say on the page that it is deprecated)")
        return sorted(problems, key=lambda p: p["line"])


def main():
    data = json.load(sys.stdin)
    checker = Checker(data["reference"], data.get("allow", []))
    out = []
    for i, block in enumerate(data["blocks"]):
        for p in checker.check(block):
            out.append({"i": i, **p})
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
