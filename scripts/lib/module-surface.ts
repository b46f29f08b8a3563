/**
 * What a module offers and needs, as a reader would lose it by replacing a file: the modules it
 * imports (side-effect imports such as a global stylesheet included) and the names it exports.
 * Read with TypeScript's parser.
 */
import ts from 'typescript';

export interface ModuleSurface {
  imports: Set<string>;
  exports: Set<string>;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((modifier) => modifier.kind === kind) ?? false);
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  ) {
    return statement.name ? [statement.name.text] : [];
  }
  return [];
}

export function moduleSurface(fileName: string, code: string): ModuleSurface {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const surface: ModuleSurface = { imports: new Set(), exports: new Set() };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      surface.imports.add(statement.moduleSpecifier.text);
    } else if (ts.isExportAssignment(statement)) {
      surface.exports.add('default');
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) surface.exports.add(element.name.text);
      }
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) surface.exports.add('default');
      else for (const name of declaredNames(statement)) surface.exports.add(name);
    }
  }
  return surface;
}

/** What `replacement` drops of `original`'s imports and exports. */
export function droppedSurface(original: ModuleSurface, replacement: ModuleSurface): string[] {
  return [
    ...[...original.imports].filter((name) => !replacement.imports.has(name)).map((name) => `import "${name}"`),
    ...[...original.exports].filter((name) => !replacement.exports.has(name)).map((name) => `export ${name}`),
  ];
}
