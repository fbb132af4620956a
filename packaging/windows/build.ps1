# Build the Windows installer: packaging\dist\TwelveBowls-<version>-windows-x64-setup.exe
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python with the project and PyInstaller installed ($env:PYTHON, default "python")
# and Inno Setup 6.3+ (ISCC.exe on PATH or in its default folder; `choco install innosetup`).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }

function Invoke-Checked([string]$What, [scriptblock]$Block) {
    & $Block
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit code $LASTEXITCODE)" }
}

$Version = (& $Python packaging/appinfo.py version).Trim()
$Command = (& $Python packaging/appinfo.py command).Trim()

Write-Host "== freeze (PyInstaller, onedir)"
Invoke-Checked "PyInstaller" {
    & $Python -m PyInstaller --noconfirm --log-level WARN --distpath packaging/dist `
        --workpath packaging/build/pyinstaller packaging/twelve_bowls.spec
}

Write-Host "== bundle check: the frozen app must see what the source tree sees"
$env:QT_QPA_PLATFORM = "offscreen"
New-Item -ItemType Directory -Force packaging/build/check | Out-Null
Invoke-Checked "bundle check (source)" {
    & $Python packaging/bundle_check.py packaging/build/check/source.json
}
# The game is a windowed program: Start-Process -Wait is the way to wait for its exit code.
$Exe = Resolve-Path "packaging/dist/$Command/$Command.exe"
$Frozen = Join-Path (Get-Location) "packaging/build/check/frozen.json"
$Run = Start-Process -FilePath $Exe -ArgumentList "--bundle-check", "`"$Frozen`"" -Wait -PassThru -NoNewWindow
if ($Run.ExitCode -ne 0) { throw "the frozen app's bundle check failed (exit code $($Run.ExitCode))" }
Invoke-Checked "bundle check (compare)" {
    & $Python packaging/bundle_check.py --compare packaging/build/check/source.json $Frozen
}
Remove-Item Env:QT_QPA_PLATFORM

Write-Host "== installer (Inno Setup)"
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $Iscc)) { throw "Inno Setup 6 not found: install it (choco install innosetup)" }
Invoke-Checked "Inno Setup" { & $Iscc "/DAppVersion=$Version" packaging/windows/twelve-bowls.iss }

$Setup = "packaging/dist/TwelveBowls-$Version-windows-x64-setup.exe"
Write-Host ("built {0} ({1:N1} MB)" -f $Setup, ((Get-Item $Setup).Length / 1MB))
